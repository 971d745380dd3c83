:- use_module(library(lists)).
0.2::e0(3,1).
0.3::e0(1,1); 0.3::e0(3,3).
0.4::e1(2).
0.25::e1(1).
e1(3).
0.2::e1(3); 0.2::e1(2); 0.1::e1(1).
p00(X) <- e1(Z), e1(Z), between(1,3,X).
0.2::p00(3) :- Y == 3, e0(X,Y), e1(1).
P::p00(Y) :- (Y == 1, p00(Y), findall(V, e1(V), L), L \= []), P is Y / 4.
0.1::p10 :- p11(Y), p10.
p10 :- e1(Y), p00(Y), Y < 3.
p11(Y) :- e0(Z,Y).
0.4::p11(2) :- p10, \+ p00(1).
0.1::p20(Y,X) :- p21(Z,X), p20(X,X), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2.
P::p20(X,Y) :- ((p11(X), between(1,3,Y), call(e1, 3), W is Y + 1, W < 5) ; (p00(Y), between(1,3,X))), P is Y / 4.
0.2::p21(X,Y) :- e1(2), e0(2,Y), between(1,3,X).
0.2::p21(Y,Y) :- p10, p21(Z,3), between(1,3,Y).
P::p21(Y,X) :- (p10, between(1,3,X), between(1,3,Y)), P is X / 4.
p30 :- p11(2), e0(1,1), \+ p10, T =.. [g, 3], T \== g(0).
p30 :- p10, e0(Y,X), p31(2), \+ p20(X,1).
p31(X) :- (p20(Z,3), p11(X), p00(2), X @>= 2) ; (p21(Y,Y), p11(Y), between(1,3,X)).
query(p30).
query(p30).
query(p20(X,X)) :- between(1,2,X).
