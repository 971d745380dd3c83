:- use_module(library(lists)).
e0(2,2).
e0(3,2).
0.2::e0(1,2).
0.1::e0(3,3); 0.1::e0(2,2); 0.1::e0(1,1).
e1(2).
0.75::e1(3).
0.8::e2(3).
0.6::e3(3,2).
p00(1) :- e0(X,X), e1(X), call(e2, X), not e3(X,1).
0.4::p00(X) :- e3(Y,Y), e0(Z,1), e1(3), between(1,3,X), \+ e2(2).
p00(Y) :- e3(Y,Z), e3(2,Z), Z @=< a, findall(V, e1(V), L), L \= [].
p10(X) :- p00(Z), between(1,3,X), \+ e1(2).
p10(X) :- p11(2), e2(X), e0(Y,X), not e2(X), call(e2, 1).
p11(2) :- e3(X,Z), p11(X).
P::p11(Y) :- (e0(2,Y), p11(Y), e3(Y,Z)), P is Y / 4.
P::p11(Y) :- ((e1(Z), e0(1,Y), e1(3), not e0(Z,Z)) ; (p00(2), between(1,3,Y))), P is Y / 4.
p20(Y,Y) :- p10(Y), p21(3).
p20(X,Y) :- p20(Z,2), e0(Z,Z), p11(2), between(1,3,X), between(1,3,Y).
p20(X,Y) :- e2(X), e0(X,2), e2(X), between(1,3,Y), Y @=< f(1).
p21(Y) :- p20(Y,X), e1(Y), p10(X), \+ e0(X,Y), \+ p10(1).
P::p21(X) :- ((e3(2,Y), e3(Y,3), between(1,3,X), W is Y + 1, W < 5) ; (p10(Z), e2(Z), e1(3), between(1,3,X), Z \= X, X @>= 2)), P is X / 4.
query(p20(2,2)).
query(e0(X,2)).
query(e1(X)) :- between(1,2,X).
query(\+ e1(2)).
