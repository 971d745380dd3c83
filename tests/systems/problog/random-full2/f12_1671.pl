:- use_module(library(lists)).
e0(3).
0.4::e0(1).
0.9::e0(2).
0.75::e1(3,3).
0.5::e1(2,1).
0.75::e2(3).
0.8::e2(1).
0.2::e2(2).
0.5::e3(1).
0.3::e3(2).
0.4::e3(3).
0.2::e3(3); 0.2::e3(1).
P::p00(Y,X) :- (Z == 2, e3(Z), e1(Z,Z), e3(2), between(1,3,X), between(1,3,Y)), P is Y / 4.
p00(3,Y) :- e1(X,Z), e1(Y,X), findall(V, e2(V), L), sum_list(L, T), T > 2, X = Y.
p00(X,X) :- X == 3, e3(3), e0(2), between(1,3,X).
p10(Y,Y) :- (e2(Z), e2(Z), between(1,3,Y), \+ e3(2)) ; (p00(Z,3), e2(3), between(1,3,Y), compare(O, Y, 2)).
p11(Y,X) :- p10(X,Y), e0(2), \+ p00(X,Y).
p11(1,2) :- e1(X,1), compare(O, X, 2), findall(V, e2(V), L), L \= [].
p20(Y) :- e2(2), p11(3,Y).
p20(3) :- e3(Y), e3(X), e0(X).
P::p20(X) :- (p00(X,3), e2(Z), e2(1), not e1(Z,X)), P is X / 4.
p21(X) :- p00(X,3), p00(X,Y).
0.1::p21(Y) :- e2(1), p20(X), between(1,3,Y), T =.. [g, X], T \== g(0), findall(V, p11(3,V), L), L \= [].
query(e3(Y)).
query(e2(2)).
query(\+ e1(2,1)).
