:- use_module(library(lists)).
0.2::e0(3).
0.3::e1.
P::p00(Y,Y) :- (p00(X,Y)), P is Y / 4.
0.6::p10 :- p00(Z,Z), T =.. [g, Z], T \== g(0).
p10 :- (p11, e0(Y), e0(1), T =.. [g, Y], T \== g(0), Y \= 1) ; (p00(2,Z), e0(Z)).
p10 :- e1.
p11 :- p11, p10, p11, not e0(1).
p11 :- e1, p10, findall(V, p00(2,V), L), L = [], not e0(2).
p11 <- p11, e0(X).
p20(Y) <- e1, p00(2,Z), between(1,3,Y), T =.. [g, Z], T \== g(0).
p20(2) :- p10.
query(p20(1)).
query(p20(1)).
query(p10) :- between(1,2,X).
