:- use_module(library(lists)).
0.25::e0(1).
0.6::e0(2).
0.3::e0(1); 0.3::e0(2).
0.7::e1.
p00(X) :- p00(Y), between(1,3,X).
0.2::p00(X) :- (e0(Z), p00(Z), p00(Z), between(1,3,X)) ; (e0(Z), between(1,3,X), \+ e1).
p10(Y,X) :- e0(X), p10(X,3), between(1,3,Y).
P::p10(Y,Y) :- (e1, e1, p00(Z), between(1,3,Y), T =.. [g, Z], T \== g(0), Z \== Y), P is Y / 4.
0.25::p10(Y,Y) :- p00(X), e1, between(1,3,Y).
p20(X) :- p00(3), p00(Z), between(1,3,X).
p20(X) <- (Y \== 3, e0(Y), between(1,3,X)) ; (p00(X), e0(3), X = 3, W is X + 1, W < 5).
P::p20(Y) :- (Y == 1, e1, e0(1), between(1,3,Y), findall(V, p00(V), L), L = []), P is Y / 4.
0.3::p30(X) :- p30(Z), p30(X), e1.
p30(X) :- p00(Y), between(1,3,X).
P::p30(Y) :- (e1, e1, between(1,3,Y), Y @< 3), P is Y / 4.
p31 :- p20(Y), e0(3), p10(3,Y), W is Y + 1, W < 5, not e0(1).
0.25::p31 :- e0(1), e0(Z), Z @< f(1).
query(p31).
