:- use_module(library(lists)).
0.8::e0(1).
0.1::e0(3); 0.2::e0(2); 0.3::e0(1).
0.9::e1(3,2).
e1(3,3).
e1(2,2).
0.6::e1(2,1).
0.8::e2.
e3(3,3).
e3(3,1).
e3(2,3).
P::p00(X) :- (e3(Z,Z), e1(Z,Y), e3(3,Z), between(1,3,X), Z @< a), P is X / 4.
0.2::\+p00(X) :- e1(X,3).
0.9::p10(1,X) :- (e2, p11(Y,X), e0(Y)) ; (p11(X,Y), e1(X,1), e1(X,2), \+ e1(X,X)).
p10(Y,X) <- e3(X,Z), e0(Z), e3(Z,X), between(1,3,Y), compare(O, Z, 2).
0.8::\+p10(Y,X) :- e3(X,Y).
p11(Y,X) :- e1(1,3), between(1,3,X), between(1,3,Y), X = X, subquery(e3(1,2), Q), Q < 0.33.
P::p11(Y,X) :- (e3(Z,Z), p10(1,1), between(1,3,X), between(1,3,Y)), P is Y / 4.
P::p20(X) :- (p00(1), e3(Z,1), e0(X), X < 2), P is X / 4.
P::p21(Y) :- (p11(1,1), between(1,3,Y)), P is Y / 4.
p21(Y) :- p11(Z,3), p00(Z), p10(3,Z), between(1,3,Y), \+ p10(1,3), not e0(Y).
0.8::p21(Y) :- (e0(Z), e0(Z), e2, between(1,3,Y), Z \= Z, \+ e1(Y,1)) ; (p20(X), p11(X,X), between(1,3,Y)).
p30 :- p31(X,2), e2.
p30 :- p11(2,Z), p10(X,Z), \+ p21(X), not e1(3,Z).
0.8::p30 :- p10(2,3), e3(Y,Y), findall(V, p11(Y,V), L), sum_list(L, T), T > 2, W is Y + 3, W < 5.
p31(2,1) :- e2, T =.. [g, 1], T \== g(0).
p31(2,X) :- p21(X), X @>= a, compare(O, X, 1).
query(p20(X)).
query(e1(2,3)).
query(e3(Y,Y)).
query(p21(X)) :- between(1,2,X).
