:- use_module(library(lists)).
0.8::e0(3).
e2(2).
0.4::e2(3).
0.3::e2(3); 0.3::e2(1).
0.3::e3(2,3).
e3(1,1).
0.8::e3(2,1).
0.1::e3(2,2); 0.2::e3(1,1).
p00(X) :- p00(Y), e0(2), e2(Y), between(1,3,X), findall(V, e0(V), L), L \= [].
0.8::p00(1) :- e0(2), e0(Z).
p10(Y) :- e1(1), e0(Y), e1(Y).
p10(X) :- e3(Y,X), Y = Y.
p11 :- e2(X).
0.7::p11 :- e0(X), \+ e0(X).
p11 <- e3(1,Y), p11, e0(X).
P::p20(X,X) :- (p11, p00(X), p10(2), \+ p00(X), X @>= a), P is X / 4.
p20(Y,X) :- p00(3), e0(Z), e1(Z), between(1,3,X), between(1,3,Y), not e2(Z), Y @< 3.
P::p30(Y,X) :- (p11, e3(3,Y), between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
query(e1(Y)).
query(e1(3)).
query(e3(2,X)).
query(p11) :- between(1,2,X).
