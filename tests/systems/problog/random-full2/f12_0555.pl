:- use_module(library(lists)).
0.3::e0.
0.9::e1.
e2(1,1).
0.1::e2(3,2).
0.5::e3(2,1).
0.6::e3(2,3).
0.1::e3(3,3); 0.3::e3(1,1); 0.1::e3(2,2).
p00(X) :- e0, e0, e1, between(1,3,X), \+ e2(1,X), not e3(X,X).
p00(Y) :- e0, e3(2,Z), p00(Z), between(1,3,Y).
0.1::p00(1) :- e1, e2(1,Y), e1, Y @< 2, not e2(3,Y).
p10(Y,2) :- e1, e2(Y,Y), e0.
p10(Y,Y) :- e3(Z,2), p10(Z,Z), between(1,3,Y).
p20(Y,X) :- (p10(X,Y), not p10(1,3), \+ p00(2)) ; (p10(X,Y)).
P::p20(Y,Y) :- (p21(X), between(1,3,Y), compare(O, Y, 2)), P is Y / 4.
p20(X,Y) :- e2(Z,Y), e0, between(1,3,X), findall(V, e2(Z,V), L), L = [], call(p00, X).
p21(X) :- e2(X,1), e3(X,Z), p10(Z,1).
0.4::p21(1) :- e0, findall(V, p10(2,V), L), L \= [].
query(e1).
evidence(e0, false).
